.class public final Lio/kanbu/app/ui/BoardConfirmActivity$Companion;
.super Ljava/lang/Object;
.source "BoardConfirmActivity.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 55
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lio/kanbu/app/ui/BoardConfirmActivity$Companion;-><init>()V

    return-void
.end method
