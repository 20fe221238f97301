.class final Lcom/example/r30p2/Pending;
.super Ljava/lang/Object;
.source "Pending.java"


# instance fields
.field final args:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;)V
    .registers 3

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    iput p1, p0, Lcom/example/r30p2/Pending;->uid:I

    .line 9
    iput-object p2, p0, Lcom/example/r30p2/Pending;->args:Ljava/lang/String;

    .line 10
    return-void
.end method
