.class public final Lcom/saltmarsh/podcasts/Prompts$Companion;
.super Ljava/lang/Object;
.source "Prompts.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 68
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/saltmarsh/podcasts/Prompts$Companion;-><init>()V

    return-void
.end method
