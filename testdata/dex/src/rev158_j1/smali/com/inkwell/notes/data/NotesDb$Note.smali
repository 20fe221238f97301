.class public final Lcom/inkwell/notes/data/NotesDb$Note;
.super Ljava/lang/Object;
.source "NotesDb.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/data/NotesDb;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Note"
.end annotation


# instance fields
.field public final body:Ljava/lang/String;

.field public final id:J

.field public final notebookId:J

.field public final ownerPackage:Ljava/lang/String;

.field public final title:Ljava/lang/String;


# direct methods
.method constructor <init>(JJLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 8

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    iput-wide p1, p0, Lcom/inkwell/notes/data/NotesDb$Note;->id:J

    .line 22
    iput-wide p3, p0, Lcom/inkwell/notes/data/NotesDb$Note;->notebookId:J

    .line 23
    iput-object p5, p0, Lcom/inkwell/notes/data/NotesDb$Note;->title:Ljava/lang/String;

    .line 24
    iput-object p6, p0, Lcom/inkwell/notes/data/NotesDb$Note;->body:Ljava/lang/String;

    .line 25
    iput-object p7, p0, Lcom/inkwell/notes/data/NotesDb$Note;->ownerPackage:Ljava/lang/String;

    .line 26
    return-void
.end method
