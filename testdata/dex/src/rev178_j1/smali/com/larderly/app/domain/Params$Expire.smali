.class public final Lcom/larderly/app/domain/Params$Expire;
.super Ljava/lang/Object;
.source "Params.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larderly/app/domain/Params;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Expire"
.end annotation


# instance fields
.field public final cancelled:Ljava/util/function/BooleanSupplier;

.field public final requesterUid:I

.field public final today:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;ILjava/util/function/BooleanSupplier;)V
    .registers 4

    .line 63
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 64
    iput-object p1, p0, Lcom/larderly/app/domain/Params$Expire;->today:Ljava/lang/String;

    .line 65
    iput p2, p0, Lcom/larderly/app/domain/Params$Expire;->requesterUid:I

    .line 66
    iput-object p3, p0, Lcom/larderly/app/domain/Params$Expire;->cancelled:Ljava/util/function/BooleanSupplier;

    .line 67
    return-void
.end method
