package rules

import "strings"

// blockKind is the kind of a block of rules text.
type blockKind int

const (
	blockTitle     blockKind = iota // "# "
	blockHeading                    // "## "
	blockParagraph                  // plain lines
	blockBullet                     // "- "
)

// textBlock is one heading, paragraph or list item of rules text.
type textBlock struct {
	Kind blockKind
	Text string
}

// parseRulesText splits the simple rules format into blocks: "# " and
// "## " start headings, "- " starts a list item, and blank lines end
// paragraphs. Lines inside a paragraph or item are joined with spaces.
func parseRulesText(src string) []textBlock {
	var out []textBlock
	var cur *textBlock
	flush := func() {
		if cur != nil && strings.TrimSpace(cur.Text) != "" {
			out = append(out, *cur)
		}
		cur = nil
	}
	for _, raw := range strings.Split(strings.ReplaceAll(src, "\r\n", "\n"), "\n") {
		line := strings.TrimSpace(raw)
		switch {
		case line == "":
			flush()
		case strings.HasPrefix(line, "## "):
			flush()
			out = append(out, textBlock{blockHeading, strings.TrimSpace(line[3:])})
		case strings.HasPrefix(line, "# "):
			flush()
			out = append(out, textBlock{blockTitle, strings.TrimSpace(line[2:])})
		case strings.HasPrefix(line, "- ") || strings.HasPrefix(line, "* "):
			flush()
			cur = &textBlock{blockBullet, strings.TrimSpace(line[2:])}
		default:
			if cur == nil {
				cur = &textBlock{Kind: blockParagraph}
			}
			if cur.Text != "" {
				cur.Text += " "
			}
			cur.Text += line
		}
	}
	flush()
	return out
}
