.class public final Lcom/e4/TokenSource$DefaultImpls;
.super Ljava/lang/Object;
.source "Desks.kt"


# direct methods
.method public static next(Lcom/e4/TokenSource;I)Ljava/lang/String;
    .registers 3
    .line 16
    invoke-static {v1, v2}, Lcom/e4/TokenSource;->access$next$jd(Lcom/e4/TokenSource;I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static synthetic next$default(Lcom/e4/TokenSource;IILjava/lang/Object;)Ljava/lang/String;
    .registers 5
    .line 16
    invoke-static {v1, v2, v3, v4}, Lcom/e4/TokenSource;->next$default(Lcom/e4/TokenSource;IILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

