.class public final Lapp/larder/pantry/PantryToolProvider$Companion;
.super Ljava/lang/Object;
.source "PantryToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 79
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/larder/pantry/PantryToolProvider$Companion;-><init>()V

    return-void
.end method
