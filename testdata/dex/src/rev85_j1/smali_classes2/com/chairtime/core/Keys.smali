.class public interface abstract Lcom/chairtime/core/Keys;
.super Ljava/lang/Object;
.source "Keys.java"


# static fields
.field public static final CONFIRMED:Ljava/lang/String; = "confirmed"

.field public static final RESULT_FD:Ljava/lang/String; = "result_fd"

.field public static final RESUME_TOKEN:Ljava/lang/String; = "resume_token"

.field public static final SESSION_TOKEN:Ljava/lang/String; = "session_token"
