.class public final Lcom/lumenframe/studio/cetp/CetpException;
.super Ljava/lang/Exception;
.source "CetpException.java"


# instance fields
.field public final code:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 2

    .line 11
    invoke-direct {p0, p1}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V

    .line 12
    iput-object p1, p0, Lcom/lumenframe/studio/cetp/CetpException;->code:Ljava/lang/String;

    .line 13
    return-void
.end method
