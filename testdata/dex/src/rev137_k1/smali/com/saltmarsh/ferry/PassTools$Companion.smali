.class public final Lcom/saltmarsh/ferry/PassTools$Companion;
.super Ljava/lang/Object;
.source "PassTools.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 115
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/saltmarsh/ferry/PassTools$Companion;-><init>()V

    return-void
.end method
