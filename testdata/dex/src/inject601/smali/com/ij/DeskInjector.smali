.class public final Lcom/ij/DeskInjector;
.super Ljava/lang/Object;
.source "DeskInjector.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 5
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 6
    return-void
.end method

.method public static injectLockFlags(Lcom/ij/LockProvider;I)V
    .registers 3
    .line 9
    iput v2, v1, Lcom/ij/LockProvider;->flags:I
    .line 10
    return-void
.end method

.method public static injectShareFlags(Lcom/ij/ShareProvider;I)V
    .registers 3
    .line 13
    iput v2, v1, Lcom/ij/ShareProvider;->flags:I
    .line 14
    return-void
.end method

.method static inject(Lcom/ij/LockProvider;)V
    .registers 3
    .line 17
    new-instance v1, Lcom/ij/FlagsModule;
    invoke-direct {v1}, Lcom/ij/FlagsModule;-><init>()V
    invoke-static {v1}, Lcom/ij/FlagsModule;->proxyProvideLockFlags(Lcom/ij/FlagsModule;)I
    move-result v1
    invoke-static {v2, v1}, Lcom/ij/DeskInjector;->injectLockFlags(Lcom/ij/LockProvider;I)V
    .line 18
    return-void
.end method

.method static inject(Lcom/ij/ShareProvider;)V
    .registers 3
    .line 21
    new-instance v1, Lcom/ij/FlagsModule;
    invoke-direct {v1}, Lcom/ij/FlagsModule;-><init>()V
    invoke-virtual {v1}, Lcom/ij/FlagsModule;->provideShareFlags()I
    move-result v1
    invoke-static {v2, v1}, Lcom/ij/DeskInjector;->injectShareFlags(Lcom/ij/ShareProvider;I)V
    .line 22
    return-void
.end method

