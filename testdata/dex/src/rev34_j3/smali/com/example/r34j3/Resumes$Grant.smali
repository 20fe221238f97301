.class final Lcom/example/r34j3/Resumes$Grant;
.super Ljava/lang/Object;
.source "Resumes.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r34j3/Resumes;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Grant"
.end annotation


# instance fields
.field final args:Ljava/lang/String;

.field final expiresAt:J

.field final tool:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;J)V
    .locals 0

    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 33
    iput p1, p0, Lcom/example/r34j3/Resumes$Grant;->uid:I

    .line 34
    iput-object p2, p0, Lcom/example/r34j3/Resumes$Grant;->tool:Ljava/lang/String;

    .line 35
    iput-object p3, p0, Lcom/example/r34j3/Resumes$Grant;->args:Ljava/lang/String;

    .line 36
    iput-wide p4, p0, Lcom/example/r34j3/Resumes$Grant;->expiresAt:J

    .line 37
    return-void
.end method


# virtual methods
.method matches(ILjava/lang/String;Ljava/lang/String;)Z
    .locals 1

    .line 40
    iget v0, p0, Lcom/example/r34j3/Resumes$Grant;->uid:I

    if-ne v0, p1, :cond_0

    iget-object p1, p0, Lcom/example/r34j3/Resumes$Grant;->tool:Ljava/lang/String;

    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_0

    iget-object p1, p0, Lcom/example/r34j3/Resumes$Grant;->args:Ljava/lang/String;

    invoke-virtual {p1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_0

    const/4 p1, 0x1

    goto :goto_0

    :cond_0
    const/4 p1, 0x0

    :goto_0
    return p1
.end method
