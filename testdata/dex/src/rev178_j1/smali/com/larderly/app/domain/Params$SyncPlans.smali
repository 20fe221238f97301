.class public final Lcom/larderly/app/domain/Params$SyncPlans;
.super Ljava/lang/Object;
.source "Params.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larderly/app/domain/Params;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "SyncPlans"
.end annotation


# instance fields
.field public final cancelled:Ljava/util/function/BooleanSupplier;


# direct methods
.method public constructor <init>(Ljava/util/function/BooleanSupplier;)V
    .registers 2

    .line 103
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 104
    iput-object p1, p0, Lcom/larderly/app/domain/Params$SyncPlans;->cancelled:Ljava/util/function/BooleanSupplier;

    .line 105
    return-void
.end method
