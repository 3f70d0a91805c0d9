// Command serve builds Parlour's web app and serves it locally.
//
//	go run ./wasm/serve [-addr localhost:8080] [-o build/web] [-compress]
//
// It prints the address to open in a browser and serves until interrupted.
// The files are served plain, as soon as the wasm files are compiled:
// over the loopback the bytes cost nothing, and the release build's
// brotli copies take minutes to write. With -compress it builds as
// go run ./wasm/build does, brotli and gzip copies included.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"parlour/wasm/site"
)

func main() {
	addr := flag.String("addr", "localhost:8080", "address to listen on")
	out := flag.String("o", "build/web", "directory to build the site into")
	compress := flag.Bool("compress", false, "also write the brotli and gzip copies, as the release build does (minutes)")
	flag.Parse()
	effort := site.Plain
	if *compress {
		effort = site.Best
	}
	if err := run(*addr, *out, effort); err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
}

func run(addr, out string, effort site.Effort) error {
	fmt.Println("building", out, "...")
	start := time.Now()
	if err := site.BuildWith(out, site.Files, effort); err != nil {
		return err
	}
	fmt.Printf("built in %.1fs\n", time.Since(start).Seconds())

	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := &http.Server{
		Handler:           site.Handler(out),
		ReadHeaderTimeout: 10 * time.Second,
	}
	fmt.Printf("Parlour is at %s (Ctrl+C stops)\n", url(addr, ln.Addr()))

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil {
		return err
	}
	if err := <-done; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// url returns the address to open: the host asked for (localhost for a
// wildcard) and the port listened on, which -addr :0 leaves to the system.
func url(asked string, listening net.Addr) string {
	host, _, _ := net.SplitHostPort(asked)
	_, port, err := net.SplitHostPort(listening.String())
	if err != nil {
		return "http://" + listening.String() + "/"
	}
	if ip := net.ParseIP(host); host == "" || ip != nil && ip.IsUnspecified() {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port) + "/"
}
