/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#ifndef LUCKY_MSG_H
#define LUCKY_MSG_H

/*
 * The catalogue of refusals (msg.def, HACKING "Which file holds what"):
 * enum msg names each message a refusal gives, msg.c holds their names
 * and texts.  text.h includes it, so every layer sees it; lerr_msg
 * (text.h) formats an entry into a struct lerr and records it there.
 */
#if defined(LUCKY_LAYER) && LUCKY_LAYER < 1
#error "msg.h is the text layer's: this file is below it (HACKING)"
#endif

enum msg {
	MSG_NONE,		/* no entry: a struct lerr not yet filled */
#define MSG(id, name, text)	MSG_##id,
#include "msg.def"
#undef MSG
	MSG__N
};

/* The entry's name ("unknown-space", the one a struct lerr's code
 * gives), its printf format; NULL past the last. */
const char *msg_name(enum msg);
const char *msg_text(enum msg);

#endif
