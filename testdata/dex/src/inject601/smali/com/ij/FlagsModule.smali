.class public final Lcom/ij/FlagsModule;
.super Ljava/lang/Object;
.source "FlagsModule.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 6
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static proxyProvideLockFlags(Lcom/ij/FlagsModule;)I
    .registers 2
    .line 16
    invoke-virtual {v1}, Lcom/ij/FlagsModule;->provideLockFlags()I
    move-result v0
    return v0
.end method


# virtual methods
.method public provideLockFlags()I
    .registers 2
    .line 8
    const/high16 v0, 0x8000000
    return v0
.end method

.method public provideShareFlags()I
    .registers 2
    .line 12
    const/high16 v0, 0xc000000
    return v0
.end method

