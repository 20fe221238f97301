.class public final Lcom/quillbox/ActivitiesKt;
.super Ljava/lang/Object;
.source "Activities.kt"

# static fields
.field public static final EXTRA_NOTE:Ljava/lang/String; = "note_id"
.field public static final EXTRA_SUBJECT:Ljava/lang/String; = "subject"
.field public static final EXTRA_TOKEN:Ljava/lang/String; = "resume_token"
