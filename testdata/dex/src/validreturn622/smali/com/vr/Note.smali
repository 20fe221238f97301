.class final Lcom/vr/Note;
.super Ljava/lang/Object;
.source "Note.java"

# instance fields
.field final id:Ljava/lang/String;
.field final book:Ljava/lang/String;
.field final body:Ljava/lang/String;
.field final archived:Z


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 6
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object v2, v1, Lcom/vr/Note;->id:Ljava/lang/String;
    .line 12
    iput-object v3, v1, Lcom/vr/Note;->book:Ljava/lang/String;
    .line 13
    iput-object v4, v1, Lcom/vr/Note;->body:Ljava/lang/String;
    .line 14
    iput-boolean v5, v1, Lcom/vr/Note;->archived:Z
    .line 15
    return-void
.end method


# virtual methods
.method archive()Lcom/vr/Note;
    .registers 7
    .line 19
    new-instance v0, Lcom/vr/Note;
    iget-object v2, v6, Lcom/vr/Note;->id:Ljava/lang/String;
    iget-object v3, v6, Lcom/vr/Note;->book:Ljava/lang/String;
    iget-object v4, v6, Lcom/vr/Note;->body:Ljava/lang/String;
    const/4 v5, 0x1
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/vr/Note;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V
    return-object v0
.end method

