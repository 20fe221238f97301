.class final Lapp/larder/home/data/ShoppingDao_Impl$Companion;
.super Ljava/lang/Object;
.source "ShoppingDao_Impl.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 75
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/larder/home/data/ShoppingDao_Impl$Companion;-><init>()V

    return-void
.end method
