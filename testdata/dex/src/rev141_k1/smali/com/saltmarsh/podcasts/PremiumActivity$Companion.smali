.class final Lcom/saltmarsh/podcasts/PremiumActivity$Companion;
.super Ljava/lang/Object;
.source "Activities.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 90
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/saltmarsh/podcasts/PremiumActivity$Companion;-><init>()V

    return-void
.end method
