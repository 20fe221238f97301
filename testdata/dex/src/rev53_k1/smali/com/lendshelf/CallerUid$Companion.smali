.class public final Lcom/lendshelf/CallerUid$Companion;
.super Ljava/lang/Object;
.source "CallerUid.kt"


.method private constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final current-hopKgA4()I
    .registers 2
    .line 13
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {v0}, Lcom/lendshelf/CallerUid;->constructor-impl(I)I
    move-result v0
    return v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/lendshelf/CallerUid$Companion;-><init>()V
    return-void
.end method

