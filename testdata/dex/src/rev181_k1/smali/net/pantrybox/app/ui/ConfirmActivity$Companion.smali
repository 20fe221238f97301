.class public final Lnet/pantrybox/app/ui/ConfirmActivity$Companion;
.super Ljava/lang/Object;
.source "ConfirmActivity.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 49
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lnet/pantrybox/app/ui/ConfirmActivity$Companion;-><init>()V

    return-void
.end method
