.class public final Lcom/lendshed/core/RenewCmd;
.super Ljava/lang/Object;
.source "RenewCmd.java"


# instance fields
.field public final days:I

.field public final loanId:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;I)V
    .registers 3

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput-object p1, p0, Lcom/lendshed/core/RenewCmd;->loanId:Ljava/lang/String;

    .line 10
    iput p2, p0, Lcom/lendshed/core/RenewCmd;->days:I

    .line 11
    return-void
.end method
