.class synthetic Lcom/inkwell/remind/ResumeBook$1;
.super Ljava/lang/Object;
.source "ResumeBook.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/remind/ResumeBook;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1008
    name = null
.end annotation
