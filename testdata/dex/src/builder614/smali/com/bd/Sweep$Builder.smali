.class public final Lcom/bd/Sweep$Builder;
.super Ljava/lang/Object;
.source "Sweep.java"

# instance fields
.field private table:Ljava/lang/String;
.field private confirmed:Ljava/lang/Boolean;


# direct methods
.method constructor <init>()V
    .registers 2
    .line 30
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 31
    return-void
.end method


# virtual methods
.method public setTable(Ljava/lang/String;)Lcom/bd/Sweep$Builder;
    .registers 3
    .line 34
    iput-object v2, v1, Lcom/bd/Sweep$Builder;->table:Ljava/lang/String;
    .line 35
    return-object v1
.end method

.method public setConfirmed(Z)Lcom/bd/Sweep$Builder;
    .registers 4
    .line 39
    invoke-static {v3}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v1
    iput-object v1, v2, Lcom/bd/Sweep$Builder;->confirmed:Ljava/lang/Boolean;
    .line 40
    return-object v2
.end method

.method public build()Lcom/bd/Sweep;
    .registers 5
    .line 44
    iget-object v0, v4, Lcom/bd/Sweep$Builder;->table:Ljava/lang/String;
    if-eqz v0, :L14
    iget-object v0, v4, Lcom/bd/Sweep$Builder;->confirmed:Ljava/lang/Boolean;
    if-nez v0, :L24
:L14
    .line 45
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "Missing required properties"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:L24
    .line 47
    new-instance v0, Lcom/bd/Sweep;
    iget-object v2, v4, Lcom/bd/Sweep$Builder;->table:Ljava/lang/String;
    iget-object v3, v4, Lcom/bd/Sweep$Builder;->confirmed:Ljava/lang/Boolean;
    invoke-virtual {v3}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v3
    invoke-direct {v0, v2, v3}, Lcom/bd/Sweep;-><init>(Ljava/lang/String;Z)V
    return-object v0
.end method

