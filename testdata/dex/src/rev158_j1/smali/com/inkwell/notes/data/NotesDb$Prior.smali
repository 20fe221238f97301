.class public final Lcom/inkwell/notes/data/NotesDb$Prior;
.super Ljava/lang/Object;
.source "NotesDb.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/data/NotesDb;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Prior"
.end annotation


# instance fields
.field public final argsDigest:Ljava/lang/String;

.field public final data:Ljava/lang/String;

.field public final tool:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    .line 59
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 60
    iput-object p1, p0, Lcom/inkwell/notes/data/NotesDb$Prior;->tool:Ljava/lang/String;

    .line 61
    iput-object p2, p0, Lcom/inkwell/notes/data/NotesDb$Prior;->argsDigest:Ljava/lang/String;

    .line 62
    iput-object p3, p0, Lcom/inkwell/notes/data/NotesDb$Prior;->data:Ljava/lang/String;

    .line 63
    return-void
.end method
