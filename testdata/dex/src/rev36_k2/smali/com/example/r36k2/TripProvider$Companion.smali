.class public final Lcom/example/r36k2/TripProvider$Companion;
.super Ljava/lang/Object;
.source "TripProvider.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r36k2/TripProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Companion"
.end annotation

.method private constructor <init>()V
    .registers 1
    .line 115
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/example/r36k2/TripProvider$Companion;-><init>()V
    return-void
.end method
