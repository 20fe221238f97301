.class abstract Lcom/mendbook/repair/Job;
.super Ljava/lang/Object;
.source "Job.java"


# instance fields
.field final bookId:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 2

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    iput-object p1, p0, Lcom/mendbook/repair/Job;->bookId:Ljava/lang/String;

    .line 9
    return-void
.end method
