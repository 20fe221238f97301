.class final Lcom/qr8/Job;
.super Ljava/lang/Object;
.source "Job.java"


# instance fields
.field final name:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 2

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/qr8/Job;->name:Ljava/lang/String;

    return-void
.end method
