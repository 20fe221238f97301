.class public final Lcom/hearthkit/ScreensKt;
.super Ljava/lang/Object;
.source "Screens.kt"

# static fields
.field public static final EXTRA_PROMPT:Ljava/lang/String; = "com.hearthkit.extra.PROMPT"
.field public static final EXTRA_SCREEN:Ljava/lang/String; = "com.hearthkit.extra.SCREEN"
.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.hearthkit.extra.RESUME_TOKEN"
