.class public final Lcom/berthbook/BookingProvider$Companion;
.super Ljava/lang/Object;
.source "BookingProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 132
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3
    invoke-direct {v1}, Lcom/berthbook/BookingProvider$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final getBOOKING_APPS()Ljava/util/Set;
    .registers 2
    .line 135
    invoke-static {}, Lcom/berthbook/BookingProvider;->access$getBOOKING_APPS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

