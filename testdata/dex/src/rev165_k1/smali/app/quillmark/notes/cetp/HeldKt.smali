.class public final Lapp/quillmark/notes/cetp/HeldKt;
.super Ljava/lang/Object;
.source "Held.kt"


# static fields
.field public static final EXTRA_SUMMARY:Ljava/lang/String; = "app.quillmark.notes.extra.SUMMARY"

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "app.quillmark.notes.extra.RESUME_TOKEN"

.field public static final HELD_TTL_MS:J = 0x927c0L
