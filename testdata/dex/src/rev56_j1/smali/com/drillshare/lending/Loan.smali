.class public final Lcom/drillshare/lending/Loan;
.super Ljava/lang/Object;
.source "Loan.java"


# instance fields
.field private final borrowerPackage:Ljava/lang/String;

.field private final borrowerUid:I

.field private final toolId:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 5

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    const-string v0, "toolId"

    invoke-static {p1, v0}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Ljava/lang/String;

    iput-object p1, p0, Lcom/drillshare/lending/Loan;->toolId:Ljava/lang/String;

    .line 13
    iput p2, p0, Lcom/drillshare/lending/Loan;->borrowerUid:I

    .line 14
    iput-object p3, p0, Lcom/drillshare/lending/Loan;->borrowerPackage:Ljava/lang/String;

    .line 15
    return-void
.end method


# virtual methods
.method public borrowerPackage()Ljava/lang/String;
    .registers 2

    .line 26
    iget-object v0, p0, Lcom/drillshare/lending/Loan;->borrowerPackage:Ljava/lang/String;

    return-object v0
.end method

.method public borrowerUid()I
    .registers 2

    .line 22
    iget v0, p0, Lcom/drillshare/lending/Loan;->borrowerUid:I

    return v0
.end method

.method public toolId()Ljava/lang/String;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/drillshare/lending/Loan;->toolId:Ljava/lang/String;

    return-object v0
.end method
