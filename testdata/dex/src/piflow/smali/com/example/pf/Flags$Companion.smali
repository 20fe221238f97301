# Kotlin sketch: see Flags.smali (the companion's getters).
.class public final Lcom/example/pf/Flags$Companion;
.super Ljava/lang/Object;
.source "Flags.kt"

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/example/pf/Flags$Companion;-><init>()V
    return-void
.end method

.method public final getPI_FLAGS()I
    .registers 2
    invoke-static {}, Lcom/example/pf/Flags;->access$getPI_FLAGS$cp()I
    move-result v0
    return v0
.end method

.method public final getMUT_FLAGS()I
    .registers 2
    invoke-static {}, Lcom/example/pf/Flags;->access$getMUT_FLAGS$cp()I
    move-result v0
    return v0
.end method
