.class public final Lcom/inkbarrow/data/ResumeStore$Record;
.super Ljava/lang/Object;
.source "ResumeStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkbarrow/data/ResumeStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Record"
.end annotation


# instance fields
.field public final answer:Ljava/lang/String;

.field public final digest:Ljava/lang/String;

.field public final expiresAt:J

.field public final requestId:Ljava/lang/String;

.field public final tool:Ljava/lang/String;

.field public final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;)V
    .registers 8

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    iput p1, p0, Lcom/inkbarrow/data/ResumeStore$Record;->uid:I

    .line 26
    iput-object p2, p0, Lcom/inkbarrow/data/ResumeStore$Record;->requestId:Ljava/lang/String;

    .line 27
    iput-object p3, p0, Lcom/inkbarrow/data/ResumeStore$Record;->tool:Ljava/lang/String;

    .line 28
    iput-object p4, p0, Lcom/inkbarrow/data/ResumeStore$Record;->digest:Ljava/lang/String;

    .line 29
    iput-wide p5, p0, Lcom/inkbarrow/data/ResumeStore$Record;->expiresAt:J

    .line 30
    iput-object p7, p0, Lcom/inkbarrow/data/ResumeStore$Record;->answer:Ljava/lang/String;

    .line 31
    return-void
.end method


# virtual methods
.method public expired()Z
    .registers 5

    .line 38
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-wide v2, p0, Lcom/inkbarrow/data/ResumeStore$Record;->expiresAt:J

    cmp-long v0, v0, v2

    if-ltz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public matches(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z
    .registers 5

    .line 34
    iget-object v0, p0, Lcom/inkbarrow/data/ResumeStore$Record;->requestId:Ljava/lang/String;

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/inkbarrow/data/ResumeStore$Record;->tool:Ljava/lang/String;

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/inkbarrow/data/ResumeStore$Record;->digest:Ljava/lang/String;

    invoke-virtual {v0, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public verdict()I
    .registers 3

    .line 42
    iget-object v1, p0, Lcom/inkbarrow/data/ResumeStore$Record;->answer:Ljava/lang/String;

    const-string v0, "approved"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 43
    const/4 v0, 0x1

    return v0

    .line 45
    :cond_0
    iget-object v1, p0, Lcom/inkbarrow/data/ResumeStore$Record;->answer:Ljava/lang/String;

    const-string v0, "denied"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x2

    goto :goto_0

    :cond_1
    const/4 v0, 0x3

    :goto_0
    return v0
.end method
