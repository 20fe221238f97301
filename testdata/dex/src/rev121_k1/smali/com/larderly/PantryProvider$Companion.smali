.class public final Lcom/larderly/PantryProvider$Companion;
.super Ljava/lang/Object;
.source "PantryProvider.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 140
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/larderly/PantryProvider$Companion;-><init>()V
    return-void
.end method
