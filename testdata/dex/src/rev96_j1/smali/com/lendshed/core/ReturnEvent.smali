.class public final Lcom/lendshed/core/ReturnEvent;
.super Ljava/lang/Object;
.source "ReturnEvent.java"


# instance fields
.field public final confirmed:Z

.field public final loanId:Ljava/lang/String;

.field public final uid:I


# direct methods
.method public constructor <init>(Ljava/lang/String;IZ)V
    .registers 4

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    iput-object p1, p0, Lcom/lendshed/core/ReturnEvent;->loanId:Ljava/lang/String;

    .line 11
    iput p2, p0, Lcom/lendshed/core/ReturnEvent;->uid:I

    .line 12
    iput-boolean p3, p0, Lcom/lendshed/core/ReturnEvent;->confirmed:Z

    .line 13
    return-void
.end method
