.class final Lcom/mendbook/repair/DeleteJob;
.super Lcom/mendbook/repair/Job;
.source "DeleteJob.java"


# instance fields
.field final confirmed:Z


# direct methods
.method constructor <init>(Ljava/lang/String;Z)V
    .registers 3

    .line 8
    invoke-direct {p0, p1}, Lcom/mendbook/repair/Job;-><init>(Ljava/lang/String;)V

    .line 9
    iput-boolean p2, p0, Lcom/mendbook/repair/DeleteJob;->confirmed:Z

    .line 10
    return-void
.end method
