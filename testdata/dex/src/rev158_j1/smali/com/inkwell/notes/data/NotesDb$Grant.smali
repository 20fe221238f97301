.class public final Lcom/inkwell/notes/data/NotesDb$Grant;
.super Ljava/lang/Object;
.source "NotesDb.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/data/NotesDb;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Grant"
.end annotation


# instance fields
.field public final certSha256:[B

.field public final expiresAt:J

.field public final uid:I


# direct methods
.method constructor <init>(I[BJ)V
    .registers 5

    .line 46
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 47
    iput p1, p0, Lcom/inkwell/notes/data/NotesDb$Grant;->uid:I

    .line 48
    iput-object p2, p0, Lcom/inkwell/notes/data/NotesDb$Grant;->certSha256:[B

    .line 49
    iput-wide p3, p0, Lcom/inkwell/notes/data/NotesDb$Grant;->expiresAt:J

    .line 50
    return-void
.end method
