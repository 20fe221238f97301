.class public final Lcom/inkwell/notes/data/NotesDb$Notebook;
.super Ljava/lang/Object;
.source "NotesDb.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/data/NotesDb;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Notebook"
.end annotation


# instance fields
.field public final id:J

.field public final name:Ljava/lang/String;

.field public final shared:Z


# direct methods
.method constructor <init>(JLjava/lang/String;Z)V
    .registers 5

    .line 34
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 35
    iput-wide p1, p0, Lcom/inkwell/notes/data/NotesDb$Notebook;->id:J

    .line 36
    iput-object p3, p0, Lcom/inkwell/notes/data/NotesDb$Notebook;->name:Ljava/lang/String;

    .line 37
    iput-boolean p4, p0, Lcom/inkwell/notes/data/NotesDb$Notebook;->shared:Z

    .line 38
    return-void
.end method
