.class final Lcom/vv/Command$Other;
.super Lcom/vv/Command;
.source "Command.java"

# instance fields
.field final method:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 3
    .line 42
    invoke-direct {v1}, Lcom/vv/Command;-><init>()V
    .line 43
    iput-object v2, v1, Lcom/vv/Command$Other;->method:Ljava/lang/String;
    .line 44
    return-void
.end method


# virtual methods
.method accept(Lcom/vv/Command$Visitor;)Ljava/lang/Object;
    .registers 3
    .line 48
    invoke-interface {v2, v1}, Lcom/vv/Command$Visitor;->visitOther(Lcom/vv/Command$Other;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

