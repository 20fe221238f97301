.class public Lcom/google/gson/JsonParseException;
.super Ljava/lang/RuntimeException;
.source "JsonParseException.java"


# direct methods
.method public constructor <init>(Ljava/lang/Throwable;)V
    .registers 2

    .line 5
    invoke-direct {p0, p1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/Throwable;)V

    .line 6
    return-void
.end method
