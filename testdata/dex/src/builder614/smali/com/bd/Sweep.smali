.class public final Lcom/bd/Sweep;
.super Ljava/lang/Object;
.source "Sweep.java"

# instance fields
.field private final table:Ljava/lang/String;
.field private final confirmed:Z


# direct methods
.method constructor <init>(Ljava/lang/String;Z)V
    .registers 4
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 9
    iput-object v2, v1, Lcom/bd/Sweep;->table:Ljava/lang/String;
    .line 10
    iput-boolean v3, v1, Lcom/bd/Sweep;->confirmed:Z
    .line 11
    return-void
.end method

.method public static builder()Lcom/bd/Sweep$Builder;
    .registers 1
    .line 14
    new-instance v0, Lcom/bd/Sweep$Builder;
    invoke-direct {v0}, Lcom/bd/Sweep$Builder;-><init>()V
    return-object v0
.end method


# virtual methods
.method public table()Ljava/lang/String;
    .registers 2
    .line 18
    iget-object v0, v1, Lcom/bd/Sweep;->table:Ljava/lang/String;
    return-object v0
.end method

.method public confirmed()Z
    .registers 2
    .line 22
    iget-boolean v0, v1, Lcom/bd/Sweep;->confirmed:Z
    return v0
.end method

