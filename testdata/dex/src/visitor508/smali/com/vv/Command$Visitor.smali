.class interface abstract Lcom/vv/Command$Visitor;
.super Ljava/lang/Object;
.source "Command.java"


# virtual methods
.method public abstract visitExecute(Lcom/vv/Command$Execute;)Ljava/lang/Object;
.end method

.method public abstract visitOther(Lcom/vv/Command$Other;)Ljava/lang/Object;
.end method

