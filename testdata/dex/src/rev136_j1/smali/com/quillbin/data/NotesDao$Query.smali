.class public final Lcom/quillbin/data/NotesDao$Query;
.super Ljava/lang/Object;
.source "NotesDao.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quillbin/data/NotesDao;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Query"
.end annotation


# instance fields
.field public limit:I

.field public notebook:Ljava/lang/String;

.field public tag:Ljava/lang/String;

.field public text:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 26
    const/16 v0, 0x19

    iput v0, p0, Lcom/quillbin/data/NotesDao$Query;->limit:I

    return-void
.end method
