.class final Lcom/inkwell/notes/PendingDeletes$Entry;
.super Ljava/lang/Object;
.source "PendingDeletes.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/PendingDeletes;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Entry"
.end annotation


# instance fields
.field approved:Z

.field final argsDigest:Ljava/lang/String;

.field final noteId:J

.field final uid:I


# direct methods
.method constructor <init>(JILjava/lang/String;)V
    .registers 5

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    iput-wide p1, p0, Lcom/inkwell/notes/PendingDeletes$Entry;->noteId:J

    .line 16
    iput p3, p0, Lcom/inkwell/notes/PendingDeletes$Entry;->uid:I

    .line 17
    iput-object p4, p0, Lcom/inkwell/notes/PendingDeletes$Entry;->argsDigest:Ljava/lang/String;

    .line 18
    return-void
.end method
