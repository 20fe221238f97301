.class public final Lcom/larchwood/library/ScreensKt;
.super Ljava/lang/Object;
.source "Screens.kt"


# static fields
.field public static final APP_ID:Ljava/lang/String; = "com.larchwood.library"

.field public static final EXTRA_PROMPT:Ljava/lang/String; = "com.larchwood.library.extra.PROMPT"

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.larchwood.library.extra.TOKEN"
