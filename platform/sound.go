package platform

// What the app's sound asks of the platform (the sounds themselves are
// played through Ebitengine's audio package, in package scenes):
//
//   - StartAudio, called once after the first frame, prepares what sound
//     needs before it can play: on the desktop, a probe of the sound
//     device in a child process, since Ebitengine's audio ends the whole
//     program when the device fails to open (a machine with none).
//   - AudioAllowed says whether the app may create its audio context
//     now: the device answered the probe; in the browser, the page has
//     the class and the player has made a gesture, so that no context is
//     refused and nothing is warned of in the console.
//   - AudioPlayed tells the page a sound of that length started: the
//     page's loader keeps the audio context running until a second after
//     it ends and suspends it then, so that a page at rest does no audio
//     work (wasm/loader.js).
//   - CanVibrate and Vibrate shake a phone, in the browser where it has
//     navigator.vibrate.

// probeEnv names the variable that makes the program a probe of the
// sound device (see AudioProbeChild).
const probeEnv = "PARLOUR_AUDIO_PROBE"
