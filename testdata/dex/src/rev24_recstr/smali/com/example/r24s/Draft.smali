.class final Lcom/example/r24s/Draft;
.super Ljava/lang/Object;
.source "Draft.java"

# not a record: its code can be changed after construction
.field private code:Ljava/lang/String;

.method constructor <init>(Ljava/lang/String;)V
    .registers 2
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r24s/Draft;->code:Ljava/lang/String;
    return-void
.end method

.method getCode()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/example/r24s/Draft;->code:Ljava/lang/String;
    return-object v0
.end method

.method setCode(Ljava/lang/String;)V
    .registers 2
    .line 9
    iput-object p1, p0, Lcom/example/r24s/Draft;->code:Ljava/lang/String;
    return-void
.end method
