.class public final Lapp/quillmark/notes/cetp/ScreensKt;
.super Ljava/lang/Object;
.source "Screens.kt"


# static fields
.field public static final EXTRA_PACKAGE:Ljava/lang/String; = "app.quillmark.notes.extra.PACKAGE"

.field public static final EXTRA_SCOPE:Ljava/lang/String; = "app.quillmark.notes.extra.SCOPE"
