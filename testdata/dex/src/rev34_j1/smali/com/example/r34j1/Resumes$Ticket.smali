.class final Lcom/example/r34j1/Resumes$Ticket;
.super Ljava/lang/Object;
.source "Resumes.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r34j1/Resumes;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Ticket"
.end annotation


# instance fields
.field final args:Ljava/lang/String;

.field final deadline:J

.field final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;J)V
    .locals 0

    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 33
    iput p1, p0, Lcom/example/r34j1/Resumes$Ticket;->uid:I

    .line 34
    iput-object p2, p0, Lcom/example/r34j1/Resumes$Ticket;->args:Ljava/lang/String;

    .line 35
    iput-wide p3, p0, Lcom/example/r34j1/Resumes$Ticket;->deadline:J

    .line 36
    return-void
.end method
