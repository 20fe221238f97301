.class final Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;
.super Ljava/lang/Object;
.source "DeleteNoteTool.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/wrenfield/notes/notes/DeleteNoteTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Target"
.end annotation


# instance fields
.field final noteId:J

.field final title:Ljava/lang/String;


# direct methods
.method constructor <init>(JLjava/lang/String;)V
    .registers 4

    .line 43
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 44
    iput-wide p1, p0, Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;->noteId:J

    .line 45
    iput-object p3, p0, Lcom/wrenfield/notes/notes/DeleteNoteTool$Target;->title:Ljava/lang/String;

    .line 46
    return-void
.end method
