.class public final Lcom/tallyfold/money/CallerUid$Companion;
.super Ljava/lang/Object;
.source "Values.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/tallyfold/money/CallerUid$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final current-GZ42O9s()I
    .registers 2

    .line 10
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    invoke-static {v0}, Lcom/tallyfold/money/CallerUid;->constructor-impl(I)I

    move-result v0

    return v0
.end method
